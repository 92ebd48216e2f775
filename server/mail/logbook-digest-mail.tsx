import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Language } from '../../src-domain';
import { MailLayout } from './mail-layout';
import { mailTexts } from './mail-texts';

/**
 * The daily logbook digest (issue #36, gateway/logbook/logbook-digest.job.ts). Values: `date`
 * (the day reported, yyyy-MM-dd), `entry_count` and `open_count` (the full counts), `link` (the
 * logbook's day) and `content`, the JSON of LogbookDigestContent (the lines listed, at most 50
 * of each kind; the rest is counted as "and N more"). Entry types are named in the mail's language.
 */
export const LOGBOOK_DIGEST_TEMPLATE = 'logbook.digest';

const DigestLine = Type.Object({
  location: Type.String(),
  date: Type.String(),
  type: Type.String(),
  title: Type.String(),
  author: Type.String(),
  open: Type.Boolean(),
});
export const LogbookDigestContent = Type.Object({
  /** The day's entries, by location then time. */
  entries: Type.Array(DigestLine),
  /** Follow-ups of earlier days still open, by location then day. */
  carried: Type.Array(DigestLine),
});
export type LogbookDigestContent = Static<typeof LogbookDigestContent>;

const paragraph = { fontSize: '16px', lineHeight: '24px' };
const item = { fontSize: '15px', lineHeight: '22px', margin: '4px 0' };
const subheading = { fontSize: '17px', lineHeight: '24px', margin: '20px 0 4px' };
const buttonStyle = {
  backgroundColor: '#b91c1c',
  borderRadius: '6px',
  color: '#ffffff',
  fontSize: '16px',
  fontWeight: 600,
  padding: '12px 20px',
  textDecoration: 'none',
};

/** Renders the digest; content that is not LogbookDigestContent renders as empty lists. */
export async function renderLogbookDigest(
  language: Language,
  values: Readonly<Record<string, string>>,
): Promise<{ subject: string; text: string; html: string }> {
  const t = mailTexts(language);
  const text = (key: string, extra: Record<string, string | number> = {}) =>
    t(`${LOGBOOK_DIGEST_TEMPLATE}.${key}`, { ...values, ...extra });
  const content = parsed(values.content);
  const typeName = (type: string) => t(`logbook.types.${type}`, { defaultValue: type });
  const facts = (line: Static<typeof DigestLine>) => ({
    location: line.location,
    date: line.date,
    type: typeName(line.type),
    title: line.title,
    author: line.author,
  });
  const entryLine = (line: Static<typeof DigestLine>) => text(line.open ? 'entryOpen' : 'entry', facts(line));
  const carriedLine = (line: Static<typeof DigestLine>) => text('carriedItem', facts(line));
  const sections = [
    {
      heading: text('entries', { count: values.entry_count ?? '0' }),
      lines: content.entries.map(entryLine),
      more: Number(values.entry_count ?? 0) - content.entries.length,
    },
    {
      heading: text('carried', { count: values.open_count ?? '0' }),
      lines: content.carried.map(carriedLine),
      more: Number(values.open_count ?? 0) - content.carried.length,
    },
  ].filter((section) => section.lines.length > 0);
  const link = values.link ?? '';
  const footer = text('footer');
  const html = await render(
    <MailLayout
      language={language}
      product={t('product')}
      preview={text('subject')}
      heading={text('heading')}
      footer={footer}
    >
      <Text style={paragraph}>{text('intro')}</Text>
      {sections.map((section) => (
        <div key={section.heading}>
          <Heading as="h2" style={subheading}>
            {section.heading}
          </Heading>
          {section.lines.map((line, index) => (
            <Text key={index} style={item}>
              {line}
            </Text>
          ))}
          {section.more > 0 ? <Text style={item}>{text('more', { count: section.more })}</Text> : null}
        </div>
      ))}
      <Button href={link} style={{ ...buttonStyle, marginTop: '16px' }}>
        {text('action')}
      </Button>
      <Text style={{ ...paragraph, fontSize: '13px', wordBreak: 'break-all' }} dir="ltr">
        {link}
      </Text>
    </MailLayout>,
  );
  const plain = sections.flatMap((section) => [
    '',
    section.heading,
    ...section.lines.map((line) => `- ${line}`),
    ...(section.more > 0 ? [text('more', { count: section.more })] : []),
  ]);
  return {
    subject: text('subject'),
    text: [`${text('heading')} ${text('intro')}`, ...plain, '', link, '', footer].join('\n'),
    html,
  };
}

function parsed(json: string | undefined): LogbookDigestContent {
  try {
    const value: unknown = JSON.parse(json ?? '');
    if (Value.Check(LogbookDigestContent, value)) return value;
  } catch {
    // Not JSON: nothing to list.
  }
  return { entries: [], carried: [] };
}

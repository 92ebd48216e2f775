import { Button } from '@react-email/button';
import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import type { Language } from '../../src-domain';
import { LOGBOOK_DIGEST_TEMPLATE, renderLogbookDigest } from './logbook-digest-mail';
import { MailLayout } from './mail-layout';
import { mailTexts } from './mail-texts';

/**
 * The messages the server sends (issue #35), each a key of server/mail/locales:
 * - code mails: `signUpCode` (sign-up and resend), `passwordCode` (identity ForgotPassword),
 *   `contactCode` (verifying an e-mail or phone of the account) — values `code` (and `minutes`);
 * - link mails: `activationLink`, `passwordLink` (value `email`) — value `link`, a full URL.
 */
export const CODE_TEMPLATES = ['signUpCode', 'passwordCode', 'contactCode'] as const;
export const LINK_TEMPLATES = ['activationLink', 'passwordLink'] as const;
/** Interview notices (issue #35): link mails with `when`, `position`, `location` besides `link`. */
export const INTERVIEW_TEMPLATES = [
  'interviews.invitation',
  'interviews.confirmation',
  'interviews.reminder',
  'interviews.cancellation',
] as const;
/**
 * The batched news of one application thread (issue #35, gateway/notifications/thread-digest.ts):
 * values `position`, `location`, `link` (the thread), `count` and `excerpt` (new messages, the
 * latest one's start), `status` (an APPLICATION_STATUSES name, '' when unchanged),
 * `interview_link` ('' when no invitation). A part whose value is empty (or count '0') is left out.
 */
export const DIGEST_TEMPLATE = 'notifications.threadDigest';
/**
 * Logbook notices (issue #36, gateway/logbook/logbook-notices.ts): link mails with `actor` (who
 * wrote or assigned), `location`, `date` (yyyy-MM-dd) and `title` (the entry's) besides `link`;
 * the daily digest (logbook-digest-mail.tsx).
 */
export const LOGBOOK_TEMPLATES = ['logbook.mentioned', 'logbook.assigned', LOGBOOK_DIGEST_TEMPLATE] as const;
/**
 * Schedule notices (issue #34, gateway/schedules/schedule-notices.ts), link mails to My shifts:
 * `schedules.offered` with `actor`, `position`, `location`, `when`; `schedules.published` with
 * `location`, `week` (its Monday), `count` and `hours`; `schedules.changed` with `location` and
 * `change` (the sentence of what changed).
 */
export const SCHEDULE_TEMPLATES = ['schedules.offered', 'schedules.published', 'schedules.changed'] as const;
export const MAIL_TEMPLATES = [
  ...CODE_TEMPLATES,
  ...LINK_TEMPLATES,
  ...INTERVIEW_TEMPLATES,
  DIGEST_TEMPLATE,
  ...LOGBOOK_TEMPLATES,
  ...SCHEDULE_TEMPLATES,
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** A rendered message: the subject, the plain-text part (also the SMS text) and the HTML part. */
export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const paragraph = { fontSize: '16px', lineHeight: '24px' };
const codeStyle = { fontSize: '28px', fontWeight: 700, letterSpacing: '6px', margin: '8px 0' };
const buttonStyle = {
  backgroundColor: '#b91c1c',
  borderRadius: '6px',
  color: '#ffffff',
  fontSize: '16px',
  fontWeight: 600,
  padding: '12px 20px',
  textDecoration: 'none',
};

function isCodeTemplate(template: MailTemplate): template is (typeof CODE_TEMPLATES)[number] {
  return (CODE_TEMPLATES as readonly string[]).includes(template);
}

/**
 * Renders `template` in `language` with `values`. The text part holds the same sentences as the
 * HTML, a code as its own word and a link as a bare URL on its own line (what an SMS and a plain
 * mail client show). Values are text: React escapes them in the HTML.
 */
export async function renderMail(
  template: MailTemplate,
  language: Language,
  values: Readonly<Record<string, string>>,
): Promise<RenderedMail> {
  const t = mailTexts(language);
  const text = (key: string) => t(`${template}.${key}`, values);
  const frame = {
    language,
    product: t('product'),
    preview: text('subject'),
    heading: text('heading'),
    footer: t('footer'),
  };
  if (template === DIGEST_TEMPLATE) return renderDigest(language, values, frame);
  if (template === LOGBOOK_DIGEST_TEMPLATE) return renderLogbookDigest(language, values);
  if (isCodeTemplate(template)) {
    const code = values.code ?? '';
    const html = await render(
      <MailLayout {...frame}>
        <Text style={paragraph}>{text('intro')}</Text>
        <Text style={codeStyle} dir="ltr">
          {code}
        </Text>
        <Text style={paragraph}>{text('expiry')}</Text>
      </MailLayout>,
    );
    return { subject: text('subject'), text: `${text('intro')} ${text('expiry')}`, html };
  }
  const link = values.link ?? '';
  const html = await render(
    <MailLayout {...frame}>
      <Text style={paragraph}>{text('intro')}</Text>
      <Button href={link} style={buttonStyle}>
        {text('action')}
      </Button>
      <Text style={{ ...paragraph, fontSize: '13px', wordBreak: 'break-all' }} dir="ltr">
        {link}
      </Text>
    </MailLayout>,
  );
  return {
    subject: text('subject'),
    text: `${text('heading')} ${text('intro')}\n${link}\n\n${t('footer')}`,
    html,
  };
}

/** The lines of a thread digest (see DIGEST_TEMPLATE), each a sentence of its own. */
async function renderDigest(
  language: Language,
  values: Readonly<Record<string, string>>,
  frame: Omit<Parameters<typeof MailLayout>[0], 'children'>,
): Promise<RenderedMail> {
  const t = mailTexts(language);
  const text = (key: string, extra: Record<string, string> = {}) =>
    t(`${DIGEST_TEMPLATE}.${key}`, { ...values, ...extra });
  const lines = [text('intro')];
  if (Number(values.count ?? 0) > 0) {
    lines.push(text('messages', { count: values.count ?? '' }));
    if (values.excerpt) lines.push(text('latest'));
  }
  if (values.status) lines.push(text('status', { status: t(`statuses.${values.status}`) }));
  const interview = values.interview_link ?? '';
  if (interview) lines.push(text('interview'));
  const link = values.link ?? '';
  const footer = text('footer');
  const html = await render(
    <MailLayout {...frame} footer={footer}>
      {lines.map((line, index) => (
        <Text key={index} style={paragraph}>
          {line}
        </Text>
      ))}
      {interview ? (
        <Button href={interview} style={{ ...buttonStyle, marginBottom: '16px' }}>
          {text('interviewAction')}
        </Button>
      ) : null}
      <Button href={link} style={buttonStyle}>
        {text('action')}
      </Button>
      <Text style={{ ...paragraph, fontSize: '13px', wordBreak: 'break-all' }} dir="ltr">
        {link}
      </Text>
    </MailLayout>,
  );
  const urls = [interview, link].filter(Boolean).join('\n');
  return {
    subject: text('subject'),
    text: `${text('heading')} ${lines.join(' ')}\n${urls}\n\n${footer}`,
    html,
  };
}

import { SUPPORTED_LANGUAGES } from '../../../src-domain';
import { MAIL_TEMPLATES, renderMail } from '../../../server/mail/mail-templates';
import { MAIL_TEXT_RESOURCES } from '../../../server/mail/mail-texts';

/** The key paths of a nested text object, sorted. */
function keysOf(texts: object, prefix = ''): string[] {
  return Object.entries(texts)
    .flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    )
    .sort();
}

describe('the texts of mail in the eight languages (server/mail/locales)', () => {
  it.each(SUPPORTED_LANGUAGES)('%s has exactly the English keys, none empty', (language) => {
    const texts = MAIL_TEXT_RESOURCES[language];
    expect(keysOf(texts)).toEqual(keysOf(MAIL_TEXT_RESOURCES.en));
    for (const value of Object.values(texts).flatMap((v) =>
      typeof v === 'string' ? [v] : Object.values(v),
    )) {
      expect(String(value).trim()).not.toBe('');
    }
  });
});

describe('renderMail', () => {
  const values = {
    code: '482913',
    minutes: '60',
    link: 'http://ar.localhost:8080/x?token=abc',
    email: 'a@b.test',
    when: 'Monday, June 8, 2026 at 10:00 AM PDT',
    position: 'Server',
    location: 'Harbor Grill Portland Downtown',
    actor: 'Maria Lopez',
    date: '2031-03-10',
    title: 'Freezer down',
    week: '2031-03-10',
    count: '3',
    hours: '18.5',
    change: 'Server on Tue 9:00 AM – 5:00 PM is now Server on Tue 10:00 AM – 6:00 PM.',
  };

  it.each(SUPPORTED_LANGUAGES.flatMap((language) => MAIL_TEMPLATES.map((template) => [language, template])))(
    '%s %s: a subject, the code or link in both parts, the document in its language and direction',
    async (language, template) => {
      const mail = await renderMail(template as (typeof MAIL_TEMPLATES)[number], language as 'en', values);
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.subject).not.toContain(`${template}.`);
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
      const expected = template.endsWith('Code') ? '482913' : 'http://ar.localhost:8080/x?token=abc';
      expect(mail.text).toContain(expected);
      expect(mail.html).toContain(expected.replace('&', '&amp;'));
      expect(mail.text).not.toMatch(/\{\{|\}\}/);
    },
  );

  it('writes a value as text: markup in it is escaped in the HTML part', async () => {
    const mail = await renderMail('passwordLink', 'en', {
      email: '<img src=x onerror=alert(1)>@evil.test',
      link: 'http://localhost:8080/user/reset/password/token?code=c',
    });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;@evil.test');
  });

  it('an Arabic mail is written in Arabic', async () => {
    const mail = await renderMail('activationLink', 'ar', { link: 'http://ar.localhost:8080/a' });
    expect(mail.subject).toBe('فعّل حسابك في Brigade');
    expect(mail.text).toContain('فعّل حسابك خلال 7 أيام.');
  });
});

describe('the daily logbook digest', () => {
  const line = { location: 'Harbor Grill Portland Downtown', date: '2031-04-02', author: 'Marco Manager' };
  const content = {
    entries: [{ ...line, type: 'INCIDENT', title: '<img src=x onerror=alert(1)>', open: true }],
    carried: [{ ...line, date: '2031-03-30', type: 'MAINTENANCE', title: 'Walk-in cooler', open: true }],
  };
  const values = {
    date: '2031-04-02',
    entry_count: '3',
    open_count: '1',
    link: 'http://ar.localhost:8080/logbook?location=7&date=2031-04-02',
    content: JSON.stringify(content),
  };

  it('lists the lines in the language of the mail, right to left in Arabic, titles as text, the rest counted', async () => {
    const mail = await renderMail('logbook.digest', 'ar', values);
    expect(mail.subject).toBe('ملخص السجل ليوم 2031-04-02');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain(
      'حادثة · <img src=x onerror=alert(1)> — Marco Manager، Harbor Grill Portland Downtown',
    );
    expect(mail.text).toContain('صيانة · Walk-in cooler — Harbor Grill Portland Downtown، منذ 2031-03-30');
    expect(mail.text).toContain('…و2 أخرى في السجل.');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('renders content that is not a digest as empty lists', async () => {
    const mail = await renderMail('logbook.digest', 'en', { ...values, content: '{"entries":1}' });
    expect(mail.text).not.toContain('Walk-in cooler');
    expect(mail.text).toContain(values.link);
  });
});

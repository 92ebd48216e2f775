import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { directionOf, type Language } from '../../src-domain';

const page = {
  backgroundColor: '#f4f4f5',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Arabic", Arial, sans-serif',
  margin: 0,
  padding: '24px 0',
};
const card = { backgroundColor: '#ffffff', borderRadius: '8px', maxWidth: '560px', padding: '32px' };
const footer = { color: '#52525b', fontSize: '13px', lineHeight: '20px' };

/**
 * The frame of every mail: the document's language and direction (Arabic right to left, text
 * aligned to its start), a preview line, the product's name, a heading, the content and the
 * footer. Inline styles only (mail clients drop style sheets).
 */
export function MailLayout(props: {
  readonly language: Language;
  readonly product: string;
  readonly preview: string;
  readonly heading: string;
  readonly footer: string;
  readonly children: ReactNode;
}) {
  const dir = directionOf(props.language);
  const align = dir === 'rtl' ? 'right' : 'left';
  return (
    <Html lang={props.language} dir={dir}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={page}>
        <Container style={{ ...card, textAlign: align }}>
          <Text style={{ color: '#b91c1c', fontSize: '14px', fontWeight: 700, margin: 0 }}>
            {props.product}
          </Text>
          <Heading as="h1" style={{ fontSize: '22px', lineHeight: '30px' }}>
            {props.heading}
          </Heading>
          {props.children}
          <Hr />
          <Text style={footer}>{props.footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

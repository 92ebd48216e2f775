import { useTranslation } from 'react-i18next';

/**
 * A form's message: a catalogue key (with its interpolation values) or a text the server sent,
 * whichever the failure carried.
 */
export type FormMessage =
  { readonly key: string; readonly values?: Readonly<Record<string, string>> } | { readonly text: string };

/** The text of a form message in the user's language. */
export function useFormMessage(): (message: FormMessage) => string {
  const { t } = useTranslation();
  return (message) => ('key' in message ? t(message.key, message.values) : message.text);
}

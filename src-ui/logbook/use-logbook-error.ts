import { useTranslation } from 'react-i18next';

const KNOWN = new Set([
  'LOGBOOK.TITLE_EMPTY',
  'LOGBOOK.TITLE_TOO_LONG',
  'LOGBOOK.BODY_TOO_LONG',
  'LOGBOOK.COMMENT_EMPTY',
  'LOGBOOK.COMMENT_TOO_LONG',
  'LOGBOOK.WRITE_FORBIDDEN',
  'LOGBOOK.READ_FORBIDDEN',
  'LOGBOOK.STALE_VERSION',
  'LOGBOOK.ENTRY_NOT_FOUND',
  'LOGBOOK.SEARCH_EMPTY',
  'LOGBOOK.NOT_A_LOCATION',
  'LOGBOOK.FILE_TYPE',
  'LOGBOOK.TOO_MANY_ATTACHMENTS',
  'LOGBOOK.UPLOADS_PENDING',
  'LOGBOOK.ATTACHMENT_NOT_USABLE',
  'UPLOAD.TOO_LARGE',
  'UPLOAD.EMPTY',
  'LOGBOOK.ASSIGNEE_CANNOT_READ',
]);

/** The sentence for a failed logbook call or form check, in the user's language. */
export function useLogbookError(): (code: string | undefined) => string {
  const { t } = useTranslation();
  return (code) =>
    code !== undefined && KNOWN.has(code)
      ? t(`logbook.errors.${code.replace('.', '_')}`)
      : t('logbook.errors.generic');
}

import { useTranslation } from 'react-i18next';
import { isLogbookImage } from '../../src-domain/logbook/logbook-attachments.rules';
import type { LogbookAttachment } from '../../src-domain/logbook/logbook.model';

/**
 * An entry's photos (thumbnails that open the picture) and PDFs (download links). Names are
 * shown as text; the links are the short-lived ones the entry came with.
 */
export function LogbookAttachments({ files }: { readonly files: readonly LogbookAttachment[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <ul className="logbook-files" aria-label={t('logbook.files.heading')} data-testid="logbook-files">
      {files.map((file) => (
        <li key={file.id}>
          {isLogbookImage(file.contentType) ? (
            <a
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('logbook.files.openPhoto', { name: file.name })}
            >
              <img className="logbook-files__thumb" src={file.url} alt={file.name} loading="lazy" />
            </a>
          ) : (
            <a className="logbook-files__pdf" href={file.url} download={file.name}>
              <span aria-hidden="true" className="logbook-files__kind">
                PDF
              </span>
              <span dir="auto">{file.name}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLogbookImage } from '../../src-domain/logbook/logbook-attachments.rules';
import type { LogbookAttachment } from '../../src-domain/logbook/logbook.model';

/**
 * An entry's photos (thumbnails that open the picture) and PDFs (download links). Names are
 * shown as text; the links are the short-lived ones the entry came with. `onOpen` is told of a
 * click on a file first (it may take the opening over, for links grown old); `onBroken` of a
 * thumbnail that failed to load.
 */
export function LogbookAttachments({
  files,
  onOpen,
  onBroken,
}: {
  readonly files: readonly LogbookAttachment[];
  readonly onOpen?: (file: LogbookAttachment, event: MouseEvent<HTMLAnchorElement>) => void;
  readonly onBroken?: (file: LogbookAttachment) => void;
}) {
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
              onClick={(event) => onOpen?.(file, event)}
            >
              <img
                className="logbook-files__thumb"
                src={file.url}
                alt={file.name}
                loading="lazy"
                onError={() => onBroken?.(file)}
              />
            </a>
          ) : (
            <a
              className="logbook-files__pdf"
              href={file.url}
              download={file.name}
              onClick={(event) => onOpen?.(file, event)}
            >
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

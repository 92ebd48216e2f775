import type { MouseEvent } from 'react';
import { isLogbookImage } from '../../src-domain/logbook/logbook-attachments.rules';
import type { LogbookAttachment } from '../../src-domain/logbook/logbook.model';
import type { LogbookDayStore } from './logbook-day.store';

/**
 * A click on file `file` of entry `entryId`: left to the browser while the entry's links are
 * young; once they are old (the server refuses them from 5 minutes on) the click is taken over,
 * the day read again (LogbookDayStore.freshFileUrl) and the file opened by its new link. A photo's
 * tab is opened at once, blank and cut from this page (no opener), so no pop-up blocker stops it
 * while the read is under way, then sent to the new link (closed when the file is gone); a PDF is
 * downloaded by the new link.
 */
export function openFreshFile(
  store: LogbookDayStore,
  entryId: number,
  file: LogbookAttachment,
  event: MouseEvent<HTMLAnchorElement>,
): void {
  if (!store.linksStale()) return;
  event.preventDefault();
  const photo = isLogbookImage(file.contentType);
  const tab = photo ? window.open('', '_blank') : null;
  if (tab) tab.opener = null;
  void store.freshFileUrl(entryId, file.id).then((url) => {
    if (url === undefined) {
      tab?.close();
      return;
    }
    if (tab) {
      tab.location.href = url;
    } else if (photo) {
      window.open(url, '_blank', 'noopener,noreferrer');
    } else {
      const link = document.createElement('a');
      link.href = url;
      link.download = file.name;
      document.body.append(link);
      link.click();
      link.remove();
    }
  });
}

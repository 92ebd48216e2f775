import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  postingAwaitsProvider,
  postingNeedsReconnect,
  type JobAdPosting,
} from '../../src-domain/job-ads/job-ad-posting.rules';
import { Button } from '../widgets/button/Button';
import type { PositionEditorStore } from './position-editor.store';
import { usePostingFollow } from './use-posting-follow';

/**
 * The editor's part for a position that exists (issue #38): its text-to-apply code (typed and
 * saved on its own; a refusal is said by the editor's alert and keeps what was typed),
 * archiving / restoring it, and where its posting at the job-ad provider stands (read again
 * while it waits for the provider, usePostingFollow).
 */
export const PositionChannelsFields = observer(function PositionChannelsFields({
  store,
  id,
}: {
  readonly store: PositionEditorStore;
  readonly id: string;
}) {
  const { t } = useTranslation();
  const target = store.target;
  usePostingFollow(target?.kind === 'edit' && postingAwaitsProvider(target.posting.providerPosting), () =>
    store.refreshPosting(),
  );
  if (target?.kind !== 'edit') return null;
  const posting = target.posting;
  const codeOpen = !posting.archived && (posting.status === 'OPEN' || posting.status === 'PAUSED');
  return (
    <div className="position-editor__channels">
      {codeOpen && (
        <div className="position-editor__sms-code">
          <label htmlFor={`${id}-sms-code`}>{t('careersApply.manage.smsCode')}</label>
          <p id={`${id}-sms-code-hint`} className="hiring-hint">
            {t('careersApply.manage.smsCodeHint')}
          </p>
          <span className="position-editor__inline">
            <input
              id={`${id}-sms-code`}
              value={store.smsCodeDraft}
              maxLength={10}
              autoCapitalize="characters"
              aria-describedby={`${id}-sms-code-hint`}
              onChange={(event) => store.setSmsCodeDraft(event.target.value)}
            />
            <Button
              size="sm"
              variant="secondary"
              disabled={store.busy || store.smsCodeDraft.trim().toUpperCase() === (posting.smsCode ?? '')}
              onClick={() => void store.saveSmsCode()}
            >
              {t('careersApply.manage.saveSmsCode')}
            </Button>
          </span>
        </div>
      )}
      {posting.providerPosting && <ProviderPostingLine posting={posting.providerPosting} />}
      <p className="position-editor__status">
        {posting.archived && (
          <span className="positions-list__status">{t('careersApply.manage.archived')}</span>
        )}
        <Button
          size="sm"
          variant="secondary"
          disabled={store.busy}
          onClick={() => void store.archive(!posting.archived)}
        >
          {posting.archived ? t('careersApply.manage.unarchive') : t('careersApply.manage.archive')}
        </Button>
      </p>
    </div>
  );
});

/** "Posted to Indeed", "Posting failed — retrying"…: the provider posting's state in words. */
function ProviderPostingLine({ posting }: { readonly posting: JobAdPosting }) {
  const { t } = useTranslation();
  const key =
    posting.status === 'FAILED' && postingNeedsReconnect(posting.failure)
      ? 'FAILED_RECONNECT'
      : posting.status;
  return (
    <p className={`position-editor__provider position-editor__provider--${posting.status.toLowerCase()}`}>
      {t(`careersApply.manage.providerPosting.${key}`)}
    </p>
  );
}

import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../injection/use-injection';
import { RemovableItem } from '../../widgets/removable-item/RemovableItem';
import { ReadFailure } from '../../widgets/read-failure/ReadFailure';
import { AddTagComboBox } from './AddTagComboBox';
import { CandidateTagsStore } from './candidate-tags.store';
import { TagFeedbackEditor } from './TagFeedbackEditor';
import './tags.css';
import { IsolatedSentence } from '../../widgets/user-text/IsolatedSentence';

export interface CandidateTagsPanelProps {
  readonly brandId: number;
  /** The candidate's user id (a uuid; numbers are accepted and used as text). */
  readonly candidateId: string | number;
  /** The application whose pipeline stage the panel moves. */
  readonly applicationId: number;
  /**
   * The application's status as the rest of the screen knows it: when it differs from the stage
   * the panel shows (moved by another control), the panel reads the candidate again.
   */
  readonly applicationStatus?: string;
  /** Called after the panel moved the application to another stage (the screen re-reads it). */
  readonly onStageMoved?: () => void;
}

/**
 * A candidate's tags on an application view (issue #14): the pipeline stage of `applicationId`
 * (a STATUS tag), the other tags as removable items, an add-tag combobox with type-ahead and
 * "Create shared / private tag …" when allowed (GLOBAL with MANAGE_TAGS, otherwise a private tag,
 * which the panel says under the field), and thumbs up / down with a note per tag. Self-contained: it loads and saves through CandidateTagsStore.
 */
export const CandidateTagsPanel = observer(function CandidateTagsPanel({
  brandId,
  candidateId,
  applicationId,
  applicationStatus,
  onStageMoved,
}: CandidateTagsPanelProps) {
  const { t } = useTranslation();
  const store = useInjection(CandidateTagsStore);
  const id = String(candidateId);
  const headingId = useId();
  const stageId = useId();
  useEffect(() => {
    void store.load(brandId, id);
  }, [store, brandId, id]);
  const view = store.view(brandId, id);
  const shownStatus =
    view.kind === 'ready'
      ? view.value.candidate?.applications.find((entry) => entry.id === applicationId)?.status
      : undefined;
  useEffect(() => {
    if (applicationStatus !== undefined && shownStatus !== undefined && shownStatus !== applicationStatus) {
      void store.refresh(brandId, id);
    }
  }, [store, brandId, id, applicationStatus, shownStatus]);
  const failure = store.failure(brandId, id);
  const busy = store.isBusy(brandId, id);

  if (view.kind === 'failed') {
    return <ReadFailure message={t('tags.panel.loadFailed')} onRetry={() => void store.load(brandId, id)} />;
  }
  if (view.kind === 'loading') {
    return (
      <section className="candidate-tags" aria-busy="true" aria-label={t('tags.panel.title')}>
        <div className="candidate-tags__skeleton" />
      </section>
    );
  }
  const { catalogue, candidate, pool } = view.value;
  const stages = catalogue.tags.filter((tag) => tag.mode === 'STATUS');
  const carried = candidate?.tags ?? [];
  const currentStage = carried.find((tag) => tag.mode === 'STATUS' && tag.applicationId === applicationId);
  const others = carried.filter((tag) => tag.mode !== 'STATUS');
  const available = catalogue.tags.filter(
    (tag) => tag.mode !== 'STATUS' && !others.some((carriedTag) => carriedTag.tagId === tag.id),
  );
  const application = candidate?.applications.find((entry) => entry.id === applicationId);
  return (
    <section className="candidate-tags" aria-labelledby={headingId} aria-busy={busy}>
      <h3 id={headingId} className="candidate-tags__title">
        {t('tags.panel.title')}
      </h3>
      {failure && (
        <p role="alert" className="candidate-tags__failure">
          {t(failure)}
        </p>
      )}
      {application && stages.length > 0 && (
        <div className="candidate-tags__stage">
          <label htmlFor={stageId}>
            <IsolatedSentence
              sentence={(standIns) => t('tags.panel.stage', standIns)}
              values={{ position: application.positionTitle, brand: application.brandName }}
            />
          </label>
          <select
            id={stageId}
            value={currentStage?.tagId ?? ''}
            disabled={busy}
            onChange={(event) =>
              void store
                .moveStage(brandId, id, applicationId, Number(event.target.value))
                .then((moved) => moved && onStageMoved?.())
            }
          >
            {currentStage === undefined && <option value="">{t('tags.panel.noStage')}</option>}
            {stages.map((stage) => (
              <option key={stage.id} value={stage.id}>
                {stage.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {!pool.valid && (
        <p className="candidate-tags__notice">{t(`tags.errors.${pool.reason.slice('TAGS.'.length)}`)}</p>
      )}
      {others.length === 0 ? (
        <p className="candidate-tags__empty">{t('tags.panel.none')}</p>
      ) : (
        <ul className="candidate-tags__list" aria-label={t('tags.panel.listLabel')}>
          {others.map((tag) => (
            <li key={tag.tagId} className="candidate-tags__item">
              <RemovableItem onRemove={() => void store.unassign(brandId, id, tag.tagId)}>
                {tag.name}
              </RemovableItem>
              <TagFeedbackEditor
                key={tag.feedback.map((entry) => entry.updatedAt).join()}
                tag={tag}
                busy={busy}
                noteMaxLength={catalogue.limits.noteMaxLength}
                onSave={(thumb, note) => void store.giveFeedback(brandId, id, tag.tagId, thumb, note)}
              />
            </li>
          ))}
        </ul>
      )}
      {currentStage && (
        <div className="candidate-tags__item">
          <span className="candidate-tags__stage-name">
            {t('tags.panel.stageFeedback', { stage: currentStage.name })}
          </span>
          <TagFeedbackEditor
            key={currentStage.feedback.map((entry) => entry.updatedAt).join()}
            tag={currentStage}
            busy={busy}
            noteMaxLength={catalogue.limits.noteMaxLength}
            onSave={(thumb, note) => void store.giveFeedback(brandId, id, currentStage.tagId, thumb, note)}
          />
        </div>
      )}
      {pool.valid && (
        <AddTagComboBox
          tags={available}
          canCreate={others.length < catalogue.limits.tagsPerCandidate}
          createsShared={catalogue.canManage}
          disabled={busy || others.length >= catalogue.limits.tagsPerCandidate}
          onPick={(tag) => void store.assign(brandId, id, tag.id)}
          onCreate={(name) => void store.createAndAssign(brandId, id, name, catalogue.canManage)}
        />
      )}
      {pool.valid && !catalogue.canManage && (
        <p className="candidate-tags__hint">{t('tags.panel.privateOnly')}</p>
      )}
      <p className="candidate-tags__hint">
        {t('tags.panel.limit', { number: others.length, max: catalogue.limits.tagsPerCandidate })}
      </p>
    </section>
  );
});

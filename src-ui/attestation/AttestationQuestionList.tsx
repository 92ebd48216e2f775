import { observer } from 'mobx-react-lite';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { missingLanguages, textFor } from '../../src-domain/attestation/attestation-template.rules';
import type { AttestationTemplate } from '../../src-domain/attestation/attestation.model';
import type { Language } from '../../src-domain/language/language.rules';
import type { AttestationListStore } from './attestation-list.store';

/** The management route of a question of a brand (spec 001 §2 `{path?}/clockout-attestation/management/{id?}`). */
export function managementPath(brandId: number, id?: number): string {
  return `/${brandId}/clockout-attestation/management${id === undefined ? '' : `/${id}`}`;
}

/**
 * The questions as a grid list (react-aria-components): arrow keys move between rows, Tab into
 * a row's buttons; active questions reorder by dragging (mouse or touch on the row; from the
 * keyboard, Enter on the row's drag handle, arrows to the place, Enter to drop: react-aria's
 * keyboard drag needs that `slot="drag"` button) or with Move up / Move down. The row's buttons
 * are react-aria Buttons: the row's own press handling swallows Enter on a native button in it. Each row shows its type, version, answers and which
 * languages are complete.
 */
export const AttestationQuestionList = observer(function AttestationQuestionList({
  store,
  items,
  brandId,
  language,
  onArchive,
}: {
  readonly store: AttestationListStore;
  readonly items: readonly AttestationTemplate[];
  readonly brandId: number;
  readonly language: Language;
  readonly onArchive: (item: AttestationTemplate) => void;
}) {
  const { t } = useTranslation();
  const active = store.status === 'ACTIVE';
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) =>
      void store.place(
        [...event.keys].map(Number),
        Number(event.target.key),
        event.target.dropPosition === 'after' ? 'after' : 'before',
      ),
    isDisabled: !active,
  });
  return (
    <GridList
      aria-label={t('attestation.list.label')}
      items={items}
      className="attestation-list"
      dragAndDropHooks={active ? dragAndDropHooks : undefined}
      renderEmptyState={() => <p className="attestation-item">{t('attestation.list.empty')}</p>}
    >
      {(item) => {
        const shown = textFor(item.text, language, item.defaultLanguage);
        const missing = missingLanguages(item);
        const index = items.indexOf(item);
        return (
          <GridListItem id={item.id} textValue={shown?.text ?? String(item.id)} className="attestation-item">
            {active && (
              <AriaButton
                slot="drag"
                className="attestation-drag"
                aria-label={t('attestation.list.dragLabel', { question: shown?.text ?? '' })}
              >
                <span aria-hidden="true">⠿</span>
              </AriaButton>
            )}
            <div className="attestation-item__main">
              <div>{shown?.text}</div>
              <div className="attestation-item__meta">
                <span className="attestation-tag">{t(`attestation.types.${item.type}`)}</span>
                <span className="attestation-tag">
                  {t('attestation.list.version', { version: item.version })}
                </span>
                <span className="attestation-tag">
                  {t('attestation.list.answers', { count: item.answerCount })}
                </span>
                {missing.length === 0 ? (
                  <span className="attestation-tag">{t('attestation.list.languagesComplete')}</span>
                ) : (
                  <span className="attestation-tag attestation-tag--missing">
                    {t('attestation.list.languagesMissing', {
                      count: missing.length,
                      languages: missing.join(', '),
                    })}
                  </span>
                )}
              </div>
            </div>
            <div className="attestation-item__actions">
              {active && (
                <>
                  <AriaButton
                    className="button button--sm button--secondary"
                    isDisabled={index === 0}
                    aria-label={t('attestation.list.moveUp', { question: shown?.text ?? '' })}
                    onPress={() => void store.move(item.id, -1)}
                  >
                    {t('attestation.list.up')}
                  </AriaButton>
                  <AriaButton
                    className="button button--sm button--secondary"
                    isDisabled={index === items.length - 1}
                    aria-label={t('attestation.list.moveDown', { question: shown?.text ?? '' })}
                    onPress={() => void store.move(item.id, 1)}
                  >
                    {t('attestation.list.down')}
                  </AriaButton>
                  <Link
                    className="button button--sm button--secondary"
                    to={managementPath(brandId, item.id)}
                    aria-label={t('attestation.list.editLabel', { question: shown?.text ?? '' })}
                  >
                    {t('attestation.list.edit')}
                  </Link>
                  <AriaButton
                    className="button button--sm button--danger"
                    aria-label={t('attestation.list.archiveLabel', { question: shown?.text ?? '' })}
                    onPress={() => onArchive(item)}
                  >
                    {t('attestation.list.archive')}
                  </AriaButton>
                </>
              )}
            </div>
          </GridListItem>
        );
      }}
    </GridList>
  );
});

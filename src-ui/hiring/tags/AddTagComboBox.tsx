import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { foldTagName, normaliseTagName, tagNameProblem } from '../../../src-domain/tags/tag-name.rules';
import type { Tag } from '../../../src-domain/tags/tag.model';

const CREATE_KEY = '__create__';

interface Option {
  readonly id: string;
  readonly label: string;
}

/**
 * The add-tag combobox (react-aria ComboBox): type-ahead over the tags the candidate does not
 * carry yet and, when `canCreate`, an option creating a new name, which says whether the tag
 * will be shared (`createsShared`) or private to its author. Enter or a click on an option calls
 * `onPick` (a tag) or `onCreate` (a new name); the field then empties.
 */
export function AddTagComboBox({
  tags,
  canCreate,
  createsShared,
  disabled,
  onPick,
  onCreate,
}: {
  readonly tags: readonly Tag[];
  readonly canCreate: boolean;
  /** A new tag is shared with the brand (the caller may manage tags), else private. */
  readonly createsShared: boolean;
  readonly disabled: boolean;
  readonly onPick: (tag: Tag) => void;
  readonly onCreate: (name: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const typed = normaliseTagName(text);
  const folded = typed === '' ? '' : foldTagName(typed);
  const matching = tags.filter((tag) => folded === '' || foldTagName(tag.name).includes(folded));
  const exact = tags.some((tag) => foldTagName(tag.name) === folded);
  const options: Option[] = matching.map((tag) => ({ id: String(tag.id), label: tag.name }));
  if (canCreate && typed !== '' && !exact && !tagNameProblem(typed)) {
    const label = createsShared ? 'tags.panel.createShared' : 'tags.panel.createPrivate';
    options.push({ id: CREATE_KEY, label: t(label, { name: typed }) });
  }
  return (
    <ComboBox
      className="tags-combo"
      inputValue={text}
      onInputChange={setText}
      selectedKey={null}
      items={options}
      isDisabled={disabled}
      allowsEmptyCollection
      menuTrigger="focus"
      defaultFilter={() => true}
      onSelectionChange={(key) => {
        if (key === null) return;
        if (key === CREATE_KEY) onCreate(typed);
        else {
          const tag = tags.find((candidate) => String(candidate.id) === key);
          if (tag) onPick(tag);
        }
        setText('');
      }}
    >
      <Label>{t('tags.panel.addLabel')}</Label>
      <div className="combo">
        <Input className="combo__input" placeholder={t('tags.panel.addPlaceholder')} />
        <Button className="combo__button" aria-label={t('tags.panel.showTags')}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Popover className="combo__popover" offset={5}>
        <ListBox
          className="combo__list"
          renderEmptyState={() => <p className="tags-combo__empty">{t('tags.panel.noMatch')}</p>}
        >
          {(item: Option) => (
            <ListBoxItem id={item.id} textValue={item.label} className="combo__option">
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

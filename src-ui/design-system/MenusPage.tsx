import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../widgets/button/Button';
import { DropdownMenu } from '../widgets/dropdown-menu/DropdownMenu';
import { MultiLevelSelector, type LevelItem } from '../widgets/multi-level-selector/MultiLevelSelector';
import { Tooltip } from '../widgets/tooltip/Tooltip';
import { DemoBlock } from './DemoBlock';

/** Dropdown menus (default and time heights), the multi-level selector and tooltips. */
export function MenusPage() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState('');
  const [location, setLocation] = useState<LevelItem | undefined>(undefined);
  const actions = ['edit', 'duplicate', 'archive'].map((action) => ({
    id: action,
    label: t(`designSystem.menus.actions.${action}`),
    disabled: action === 'archive',
    onSelect: () => setChosen(t(`designSystem.menus.actions.${action}`)),
  }));
  const times = Array.from({ length: 48 }, (_unused, index) => {
    const label = `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`;
    return { id: label, label, onSelect: () => setChosen(label) };
  });
  const tree: LevelItem[] = [
    {
      id: 'gp-1',
      label: t('designSystem.menus.tree.north'),
      children: [
        { id: 'loc-1', label: t('designSystem.menus.tree.harbour') },
        {
          id: 'loc-2',
          label: t('designSystem.menus.tree.station'),
          children: [{ id: 'svc-1', label: t('designSystem.menus.tree.bar') }],
        },
      ],
    },
    {
      id: 'gp-2',
      label: t('designSystem.menus.tree.south'),
      children: [{ id: 'loc-3', label: t('designSystem.menus.tree.market') }],
    },
    ...Array.from({ length: 8 }, (_unused, index) => ({
      id: `extra-${index}`,
      label: t('designSystem.menus.tree.kitchen', { number: index + 1 }),
    })),
  ];
  return (
    <>
      <DemoBlock
        title={t('designSystem.menus.dropdown')}
        description={t('designSystem.menus.dropdownDescription')}
      >
        <div className="demo-row">
          <DropdownMenu trigger={t('designSystem.menus.actionsTrigger')} items={actions} />
          <DropdownMenu trigger={t('designSystem.menus.timeTrigger')} items={times} variant="time" />
        </div>
        <output data-testid="menu-choice">{chosen}</output>
      </DemoBlock>
      <DemoBlock
        title={t('designSystem.menus.multiLevel')}
        description={t('designSystem.menus.multiLevelDescription')}
      >
        <MultiLevelSelector
          label={t('designSystem.menus.location')}
          items={tree}
          value={location?.id}
          onChange={setLocation}
        />
        <output data-testid="level-choice">{location?.label ?? ''}</output>
      </DemoBlock>
      <DemoBlock
        title={t('designSystem.menus.tooltip')}
        description={t('designSystem.menus.tooltipDescription')}
      >
        <Tooltip content={t('designSystem.menus.tooltipText')}>
          <Button variant="secondary">{t('designSystem.menus.tooltipTrigger')}</Button>
        </Tooltip>
      </DemoBlock>
    </>
  );
}

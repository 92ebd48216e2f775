import { useTranslation } from 'react-i18next';
import { LoadedMap } from '../widgets/map/LoadedMap';
import { MapView } from '../widgets/map/MapView';
import { DemoBlock } from './DemoBlock';

/** The live map (through the maps loader) and each of the map's states. */
export function MapPage() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock title={t('designSystem.map.live')} description={t('designSystem.map.liveDescription')}>
        <LoadedMap label={t('designSystem.map.label')} />
      </DemoBlock>
      <DemoBlock title={t('designSystem.map.states')}>
        <MapView state="loading" label={t('designSystem.map.label')} />
        <MapView state="failed" label={t('designSystem.map.label')} />
        <MapView state="auth-failure" label={t('designSystem.map.label')} />
      </DemoBlock>
    </>
  );
}

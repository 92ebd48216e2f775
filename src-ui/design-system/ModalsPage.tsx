import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../widgets/button/Button';
import { AlertModal } from '../widgets/modal/AlertModal';
import { ConfirmModal } from '../widgets/modal/ConfirmModal';
import { Modal, MODAL_SIZES, type ModalSize } from '../widgets/modal/Modal';
import { ModalFailure } from '../widgets/modal/ModalFailure';
import { DemoBlock } from './DemoBlock';

type Shown = 'confirm' | 'alert' | 'failure' | 'stacked' | ModalSize | undefined;

/** Confirm, alert and sized modals, a stacked pair, and the failure panel. */
export function ModalsPage() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>(undefined);
  const [inner, setInner] = useState(false);
  const [result, setResult] = useState('');
  const close = () => setShown(undefined);
  return (
    <>
      <DemoBlock
        title={t('designSystem.modals.dialogs')}
        description={t('designSystem.modals.dialogsDescription')}
      >
        <div className="demo-row">
          <Button onClick={() => setShown('confirm')}>{t('designSystem.modals.openConfirm')}</Button>
          <Button variant="secondary" onClick={() => setShown('alert')}>
            {t('designSystem.modals.openAlert')}
          </Button>
          <Button variant="secondary" onClick={() => setShown('stacked')}>
            {t('designSystem.modals.openStacked')}
          </Button>
        </div>
        <output data-testid="modal-result">{result}</output>
      </DemoBlock>
      <DemoBlock title={t('designSystem.modals.sizes')}>
        <div className="demo-row">
          {MODAL_SIZES.map((size) => (
            <Button key={size} size="sm" variant="secondary" onClick={() => setShown(size)}>
              {t('designSystem.modals.openSize', { size })}
            </Button>
          ))}
        </div>
      </DemoBlock>
      <DemoBlock
        title={t('designSystem.modals.failure')}
        description={t('designSystem.modals.failureDescription')}
      >
        <Button variant="danger" onClick={() => setShown('failure')}>
          {t('designSystem.modals.openFailure')}
        </Button>
      </DemoBlock>

      <ConfirmModal
        open={shown === 'confirm'}
        title={t('designSystem.modals.confirmTitle')}
        onCancel={() => {
          setResult(t('designSystem.modals.cancelled'));
          close();
        }}
        onConfirm={() => {
          setResult(t('designSystem.modals.confirmed'));
          close();
        }}
      >
        <p>{t('designSystem.modals.confirmBody')}</p>
      </ConfirmModal>
      <AlertModal open={shown === 'alert'} title={t('designSystem.modals.alertTitle')} onClose={close}>
        <p>{t('designSystem.modals.alertBody')}</p>
      </AlertModal>
      <Modal
        open={shown === 'stacked'}
        onClose={close}
        title={t('designSystem.modals.stackedTitle')}
        footer={<Button onClick={() => setInner(true)}>{t('designSystem.modals.openInner')}</Button>}
      >
        <p>{t('designSystem.modals.stackedBody')}</p>
        <AlertModal
          open={inner}
          size="xs"
          title={t('designSystem.modals.innerTitle')}
          onClose={() => setInner(false)}
        >
          <p>{t('designSystem.modals.innerBody')}</p>
        </AlertModal>
      </Modal>
      {MODAL_SIZES.map((size) => (
        <Modal
          key={size}
          open={shown === size}
          size={size}
          onClose={close}
          title={t('designSystem.modals.sizeTitle', { size })}
          footer={<Button onClick={close}>{t('widgets.modal.ok')}</Button>}
        >
          <p>{t('designSystem.modals.sizeBody', { size })}</p>
        </Modal>
      ))}
      <ModalFailure open={shown === 'failure'} onClose={close} onReload={close} />
    </>
  );
}

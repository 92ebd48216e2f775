import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { demoButton } from '../../src-domain/demo-request/demo-request.rules';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { Modal } from '../widgets/modal/Modal';
import { ToastStore } from '../widgets/toast/toast.store';
import { DemoRequestStore } from './demo-request.store';

/**
 * The demo modal of a module the brand lacks (spec 000 §2): what the product is, three benefits,
 * and 'Schedule a demo today!', which turns into the disabled 'Already requested a demo!' once
 * requested. A successful request closes the modal and shows the thank-you toast.
 */
export const DemoModal = observer(function DemoModal() {
  const { t } = useTranslation();
  const demos = useInjection(DemoRequestStore);
  const toasts = useInjection(ToastStore);
  const module = demos.open;

  useEffect(() => {
    if (!demos.thanked) return;
    const product = t(`demo.modules.${demos.thanked}`);
    toasts.show(
      `${t('demo.thanks.title')} — ${t('demo.thanks.request', { product })} ${t('demo.thanks.followUp')}`,
      'success',
    );
    demos.acknowledgeThanks();
  }, [demos, demos.thanked, toasts, t]);

  if (!module) return null;
  const button = demoButton(demos.stateOf(module));
  const requested = button.label === 'Already requested a demo!';
  const product = t(`demo.modules.${module}`);
  return (
    <Modal
      open
      onClose={() => demos.closeModal()}
      title={product}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={() => demos.closeModal()}>
            {t('demo.close')}
          </Button>
          <Button disabled={button.disabled} busy={button.busy} onClick={() => void demos.request(module)}>
            {requested ? t('demo.requested') : t('demo.schedule')}
          </Button>
        </>
      }
    >
      <p>{t(`demo.${module}.intro`)}</p>
      <ul className="demo-modal__benefits">
        {[1, 2, 3].map((index) => (
          <li key={index}>{t(`demo.${module}.benefit${index}`)}</li>
        ))}
      </ul>
    </Modal>
  );
});

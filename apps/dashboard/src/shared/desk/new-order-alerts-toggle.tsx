import { useAtom } from 'jotai';
import { Checkbox } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { beep, primeBeep } from './beep';
import { alertPermission, newOrderAlertsAtom, permissionNote } from './new-order-alerts';
import { useAlertPermission } from './use-alert-permission';

/**
 * The offers screen's switch for the sound and desktop notification of new orders. Turning it on
 * plays the chime once (the reader hears what to expect, and the click lets the browser play the
 * later ones) and asks for the notification permission. When the browser will not show
 * notifications, the line under it says why and that the sound still comes.
 */
export function NewOrderAlertsToggle() {
  const { t } = useI18n();
  const [enabled, setEnabled] = useAtom(newOrderAlertsAtom);
  const [permission, setPermission] = useAlertPermission();
  const note = permissionNote(enabled, permission);

  const ask = async () => {
    if (typeof Notification === 'undefined') return;
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      setPermission(alertPermission());
    }
  };

  const toggle = (on: boolean) => {
    setEnabled(on);
    if (!on) return;
    primeBeep();
    beep();
    if (permission === 'default') void ask();
  };

  return (
    <Checkbox
      label={t('queue.alerts.toggle')}
      checked={enabled}
      onCheckedChange={(checked) => toggle(checked === true)}
      className="max-w-md"
      description={
        note ? (
          <span className="flex flex-col items-start gap-0.5 text-warning">
            {t(`queue.alerts.${note}`)}
            {note === 'notAsked' ? (
              <button
                type="button"
                // A link-like action under the sentence, with the focus ring of the buttons.
                className="rounded-sm font-semibold text-primary-hover underline underline-offset-2 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus focus-visible:outline-solid"
                onClick={() => void ask()}
              >
                {t('queue.alerts.ask')}
              </button>
            ) : null}
          </span>
        ) : undefined
      }
    />
  );
}

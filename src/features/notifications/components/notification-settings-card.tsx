/**
 * 'Notifications' on the profile page (issue 17): a switch per channel (in the app, e-mail, push),
 * saved at once, and for push the opt-in on this device (permission, then PushManager.subscribe
 * with the server's VAPID key, then POST /push-subscriptions). Changing needs a connection.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { MSG } from '@domain/messages';
import type { NotificationSettings } from '@domain/schemas/notifications';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { type ChannelSwitches, savePushSubscription, useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';

export function NotificationSettingsCard() {
  const settings = useNotificationSettings();
  return (
    <section aria-labelledby="notification-settings-heading" className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="notification-settings-heading" className="text-lg font-bold text-slate-900">
        Notifications
      </h2>
      <p className="mt-1 text-sm text-slate-600">Class reminders (24 hours and 1 hour before), bookings, and decisions about your sessions and applications.</p>
      <div className="mt-4">
        <QueryState query={settings} label="notification settings" isEmpty={() => false}>
          {(data) => <Switches settings={data} />}
        </QueryState>
      </div>
    </section>
  );
}

const CHANNELS: { key: keyof ChannelSwitches; label: string; hint: string }[] = [
  { key: 'inApp', label: 'In the app', hint: 'The bell in the top bar.' },
  { key: 'email', label: 'E-mail', hint: 'To the address you sign in with.' },
  { key: 'push', label: 'Push notifications', hint: 'On the devices where you turn them on below.' },
];

function Switches({ settings }: { settings: NotificationSettings }) {
  const online = useOnline();
  const save = useSaveNotificationSettings();
  const toggle = (key: keyof ChannelSwitches, value: boolean) => {
    const next = { inApp: settings.inApp, email: settings.email, push: settings.push, [key]: value };
    save.mutate(next, {
      onSuccess: () => toast.success(MSG.notifications.settingsSaved),
      onError: async (e) => toast.error(await errorMessage(e)),
    });
  };
  const unavailable = (key: keyof ChannelSwitches) =>
    key === 'email' && !settings.emailAvailable
      ? MSG.notifications.emailUnavailable
      : key === 'push' && !settings.pushPublicKey
        ? MSG.notifications.pushUnavailable
        : null;

  return (
    <div>
      <ul className="space-y-3">
        {CHANNELS.map(({ key, label, hint }) => {
          const note = unavailable(key);
          const id = `notify-${key}`;
          return (
            <li key={key} className="flex items-start gap-3">
              <input
                id={id}
                type="checkbox"
                className="mt-1 size-4 shrink-0 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
                checked={settings[key]}
                disabled={!online || save.isPending}
                aria-describedby={`${id}-hint`}
                onChange={(e) => toggle(key, e.currentTarget.checked)}
              />
              <label htmlFor={id} className="text-sm">
                <span className="font-medium text-slate-900">{label}</span>
                <span id={`${id}-hint`} className="block text-slate-600">
                  {hint}
                  {note && <span className="block text-amber-800">{note}</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {settings.pushPublicKey && settings.push && <PushOptIn publicKey={settings.pushPublicKey} online={online} />}
      {!online && <p className="mt-3 text-sm text-amber-800">{MSG.notifications.settingsOffline}</p>}
    </div>
  );
}

function pushSupported() {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function PushOptIn({ publicKey, online }: { publicKey: string; online: boolean }) {
  const [state, setState] = useState<'idle' | 'working' | 'on'>(() => (pushSupported() && Notification.permission === 'granted' ? 'on' : 'idle'));
  if (!pushSupported()) return <p className="mt-4 text-sm text-slate-600">{MSG.notifications.pushUnsupported}</p>;

  const turnOn = async () => {
    setState('working');
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        toast.error(MSG.notifications.pushBlocked);
        return setState('idle');
      }
      const registration = await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      await savePushSubscription(subscription.toJSON());
      toast.success(MSG.notifications.pushOn);
      setState('on');
    } catch (error) {
      toast.error(await errorMessage(error));
      setState('idle');
    }
  };

  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <Button variant="secondary" onClick={() => void turnOn()} loading={state === 'working'} disabled={!online}>
        {state === 'on' ? 'Push is on for this device: renew' : 'Turn on push for this device'}
      </Button>
    </div>
  );
}

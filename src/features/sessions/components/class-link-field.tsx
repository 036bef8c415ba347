/**
 * The "Class link" field of the session forms (issue 22), with "Create a video room", which fills it
 * with a new Jitsi room from the server. Its error is the schema's message, shown inline.
 */
import { classProvider } from '@domain/class-link';
import { MSG } from '@domain/messages';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { useCreateVideoRoom } from '../api/create-video-room';

export const CLASS_LINK_HINT = 'Zoom, Google Meet, Teams, Jitsi or any https link';

export function ClassLinkField({
  value,
  onChange,
  error,
  onError,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  onError: (message: string | undefined) => void;
  disabled?: boolean;
}) {
  const online = useOnline();
  const room = useCreateVideoRoom();

  async function createRoom() {
    try {
      const { url } = await room.mutateAsync();
      onChange(url);
      onError(undefined);
    } catch (e) {
      onError(MSG.classLink.roomFailed(await errorMessage(e)));
    }
  }

  const trimmed = value.trim();
  return (
    <div className="space-y-2">
      <TextField
        label="Class link"
        name="meetingUrl"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        hint={trimmed.startsWith('https://') ? `${CLASS_LINK_HINT} · this one opens ${classProvider(trimmed)}` : CLASS_LINK_HINT}
        maxLength={2048}
        disabled={disabled}
      />
      <Button variant="secondary" size="sm" onClick={() => void createRoom()} loading={room.isPending} disabled={disabled || !online}>
        Create a video room
      </Button>
    </div>
  );
}

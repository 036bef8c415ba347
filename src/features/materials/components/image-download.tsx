/**
 * Saving a material's image. Our own images (uploads and the bundled pictures) are same-origin, so a
 * plain `<a download>` saves them under a readable name. A browser ignores `download` on another
 * site's URL, and our CSP (connect-src 'self') rightly forbids fetching it to make a blob, so an image
 * hosted elsewhere opens in a new tab instead, with the reason in words.
 */
import { MSG } from '@domain/messages';
import { buttonClass } from '@/components/ui/button';
import { useOnline } from '@/lib/use-online';

const EXTENSION = /\.(png|jpe?g|webp|gif|avif|svg)$/i;

export function imageFileName(image: string, materialId: string): string {
  const ext = EXTENSION.exec(new URL(image, window.location.href).pathname)?.[1]?.toLowerCase() ?? 'png';
  return `material-${materialId.slice(0, 8)}.${ext}`;
}

export function ImageDownload({ image, materialId }: { image: string; materialId: string }) {
  const online = useOnline();
  const url = new URL(image, window.location.href);
  const sameOrigin = url.origin === window.location.origin;

  if (!online) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" disabled className={buttonClass('secondary', 'sm')}>
          Download image
        </button>
        <p className="text-sm text-slate-500">{MSG.materials.downloadOffline}</p>
      </div>
    );
  }
  if (sameOrigin) {
    return (
      <a href={url.pathname} download={imageFileName(image, materialId)} className={buttonClass('secondary', 'sm')}>
        Download image
      </a>
    );
  }
  if (!/^https?:$/.test(url.protocol)) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a href={url.href} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'sm')}>
        Open image to save it
      </a>
      <p className="text-sm text-slate-500">{MSG.materials.hostedElsewhere(url.host)}</p>
    </div>
  );
}

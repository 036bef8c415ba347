import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MSG } from '@domain/messages';

export default function NotFoundPage({ title = 'Page not found', text = MSG.common.pageNotFound }: { title?: string; text?: string }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <Link to={paths.home} className={`${buttonClass('primary')} mt-8`}>
        Back to home
      </Link>
    </div>
  );
}

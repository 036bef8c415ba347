import { useLocation } from 'react-router-dom';

/** Stands in for role pages whose feature has not landed yet; the route guard in front of it is real. */
export default function UpcomingPage() {
  const { pathname } = useLocation();
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <h1 className="text-xl font-bold text-slate-900">This page arrives with its feature</h1>
      <p className="mt-2 text-slate-600">{pathname} is reserved for your role; its content is part of an upcoming release.</p>
    </div>
  );
}

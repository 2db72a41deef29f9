import type { ReactNode } from 'react';
import { useId } from 'react';

/** A titled box of a tab (Settings, Overview). */
export function Panel({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {hint ? <p className="mt-1 text-sm text-stone-600">{hint}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

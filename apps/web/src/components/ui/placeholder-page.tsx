import type { ReactNode } from 'react';

type PlaceholderPageProps = {
  title: string;
  intro: string;
  children?: ReactNode;
};

/** A screen whose real content arrives in a later issue: its heading and one sentence. */
export function PlaceholderPage({ title, intro, children }: PlaceholderPageProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-stone-600">{intro}</p>
      {children ? <div className="mt-8">{children}</div> : null}
    </section>
  );
}

import type { ReactNode } from 'react';

import { ListState } from './list-states';
import { Panel } from './panel';

type SettingsPanelProps<T> = {
  title: string;
  hint: string;
  /** The saved set, as its query holds it. */
  query: { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The form, given the saved set once it has loaded. */
  children: (saved: T) => ReactNode;
};

/** A box of the Settings tab: loading, failed (with Try again), then its form on the saved set. */
export function SettingsPanel<T>({ title, hint, query, children }: SettingsPanelProps<T>) {
  return (
    <Panel title={title} hint={hint}>
      <ListState query={query} isEmpty={false} emptyMessage="">
        {query.data === undefined ? null : children(query.data)}
      </ListState>
    </Panel>
  );
}

/** The shape of a tour card while the tours load; hidden from assistive technology. */
export function TourCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="tour-card-skeleton"
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 motion-reduce:animate-none"
    >
      <div className="aspect-[3/2] bg-stone-200" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-3 w-1/3 rounded bg-stone-200" />
        <div className="h-5 w-4/5 rounded bg-stone-200" />
        <div className="h-3 w-full rounded bg-stone-100" />
        <div className="h-3 w-full rounded bg-stone-100" />
        <div className="h-3 w-2/3 rounded bg-stone-100" />
        <div className="mt-auto flex justify-between border-t border-stone-100 pt-4">
          <div className="h-4 w-1/4 rounded bg-stone-200" />
          <div className="h-6 w-1/5 rounded bg-stone-200" />
        </div>
      </div>
    </div>
  );
}

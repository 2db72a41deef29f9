type ErrorStateProps = {
  message: string;
  actionLabel: string;
  onAction: () => void;
};

export function ErrorState({ message, actionLabel, onAction }: ErrorStateProps) {
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <p className="text-lg text-stone-700">{message}</p>
      <button
        type="button"
        onClick={onAction}
        className="mt-6 rounded-full bg-amber-700 px-6 py-2.5 font-semibold text-white shadow-sm transition hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
      >
        {actionLabel}
      </button>
    </div>
  );
}

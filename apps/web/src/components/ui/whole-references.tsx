import { splitAtReferences } from '@mt/domain/booking-reference';

/**
 * A text with each booking reference in it kept on one line: browsers break after a hyphen, and
 * "MT-000005" would read "MT-" on one line and "000005" on the next (docs/decisions/069). The
 * text itself is unchanged, so it copies and reads out as written.
 */
export function WholeReferences({ text }: { text: string }) {
  return (
    <>
      {splitAtReferences(text).map(({ text: part, reference }, index) =>
        reference ? (
          <span key={index} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

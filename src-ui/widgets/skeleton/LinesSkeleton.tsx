import { BoxSkeleton } from './BoxSkeleton';

export interface LinesSkeletonProps {
  /** How many grey lines stand in for the section's text while it loads. */
  readonly lines: number;
  /** What is loading, in the user's language; announced once as a status, never shown. */
  readonly label: string;
  readonly testId?: string;
}

/**
 * The loading state of a panel or section of text: `lines` bars the height of the lines that
 * replace them, in a BoxSkeleton (its hidden status says that something loads).
 */
export function LinesSkeleton({ lines, label, testId }: LinesSkeletonProps) {
  return (
    <BoxSkeleton className="brand-profile__skeleton" label={label} testId={testId}>
      {Array.from({ length: lines }, (_unused, index) => (
        <span key={index} className="skeleton-row__bar brand-profile__skeleton-line" aria-hidden="true" />
      ))}
    </BoxSkeleton>
  );
}

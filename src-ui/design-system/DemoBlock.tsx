import { useId, type ReactNode } from 'react';

/** One widget's demonstration: a heading, what it shows, and the live examples. */
export function DemoBlock({
  title,
  description,
  children,
}: {
  readonly title: string;
  readonly description?: string;
  readonly children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="demo-block" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {description && <p className="demo-block__description">{description}</p>}
      <div className="demo-block__examples">{children}</div>
    </section>
  );
}

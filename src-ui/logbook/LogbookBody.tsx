import { Fragment } from 'react';
import { parseLogbookBody, type LogbookInline } from '../../src-domain/logbook/logbook-body.rules';

function Runs({ runs }: { readonly runs: readonly LogbookInline[] }) {
  return (
    <>
      {runs.map((run, index) =>
        run.kind === 'bold' ? (
          <strong key={index}>{run.text}</strong>
        ) : run.kind === 'italic' ? (
          <em key={index}>{run.text}</em>
        ) : (
          <Fragment key={index}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * An entry's body in the logbook's markdown subset, rendered as React elements over text nodes:
 * stored markup is shown as the characters it is, never parsed as HTML.
 */
export function LogbookBody({ body }: { readonly body: string }) {
  return (
    <div className="logbook-body">
      {parseLogbookBody(body).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Runs runs={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                <Runs runs={line} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}

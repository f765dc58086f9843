import type { ActionProblem } from './useActionProblem';
import { alertBox } from './documentStyles';

/** A failed action's note on the document page, near the actions whose failure it reports. */
export function ActionProblemNote({ problem }: { problem: ActionProblem }) {
  return (
    <div role="alert" css={alertBox}>
      <p css={{ margin: 0, fontWeight: 500 }}>{problem.text}</p>
      {problem.reason && <p css={{ margin: '4px 0 0' }}>{problem.reason}</p>}
    </div>
  );
}

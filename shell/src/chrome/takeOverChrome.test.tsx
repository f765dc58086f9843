import { takeOverChrome } from './takeOverChrome';

// A phone at 4x CPU: every part of the chrome costs the scheduler's clock 10 ms to render, twice the slice after
// which React hands the main thread back to the browser when it may.
let clock = 0;
// Which browser task each part rendered in: a new number once the microtasks of the previous task have run.
let task = 0;
let inTask = false;
function currentTask(): number {
  if (!inTask) {
    inTask = true;
    task += 1;
    queueMicrotask(() => (inTask = false));
  }
  return task;
}

const renderedIn: number[] = [];
function Part({ n }: { n: number }) {
  clock += 10;
  renderedIn.push(currentTask());
  return <p>{`part ${n}`}</p>;
}

const PARTS = [1, 2, 3, 4, 5, 6];
const tree = (
  <>
    {PARTS.map((n) => (
      <Part key={n} n={n} />
    ))}
  </>
);

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  renderedIn.length = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => clock);
});

afterEach(() => jest.restoreAllMocks());

test("takes over the server's chrome in several tasks, keeping its nodes, without a mismatch", async () => {
  const root = document.createElement('div');
  root.innerHTML = PARTS.map((n) => `<p>part ${n}</p>`).join('');
  document.body.appendChild(root);
  const serverNodes = [...root.childNodes];
  const onMismatch = jest.fn();

  takeOverChrome(root, tree, onMismatch);
  for (let i = 0; i < 50 && renderedIn.length < PARTS.length; i += 1) await nextTask();
  await nextTask();

  expect(renderedIn).toHaveLength(PARTS.length);
  // One task per part: the browser could answer a tap between any two of them (issue 27, Total Blocking Time).
  expect(new Set(renderedIn).size).toBeGreaterThan(1);
  expect(onMismatch).not.toHaveBeenCalled();
  expect([...root.childNodes]).toEqual(serverNodes);
});

test('draws the chrome into an empty root', async () => {
  const root = document.createElement('div');
  document.body.appendChild(root);
  takeOverChrome(root, tree, jest.fn());
  for (let i = 0; i < 50 && root.childNodes.length < PARTS.length; i += 1) await nextTask();
  expect(root.textContent).toBe('part 1part 2part 3part 4part 5part 6');
});

const ROWS = [1, 2, 3, 4, 5, 6];

/**
 * What shows while a screen's code loads: the rows of the static shell in
 * index.html, styled by its inline style, so the first render takes over
 * from the shell without a visible change (ScreenSkeleton.test.tsx holds
 * the two equal). No words: it is right in every language.
 */
export function ScreenSkeleton() {
  return (
    <div className="boot-screen" aria-busy="true">
      <div className="boot-top">
        <i />
        <i />
      </div>
      <div className="boot-card" />
      {ROWS.map((row) => (
        <div key={row} className="boot-row">
          <i />
          <i />
        </div>
      ))}
    </div>
  );
}

import type { Captcha } from '@exchange/contracts';
import { CenterPopup, DotLoading } from 'antd-mobile';
import { CheckOutline, CloseOutline, RedoOutline, RightOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { isApiError } from '../../api';
import { percent, startDrag, type Drag } from './drag';
import { PuzzleStage, type StageBanner } from './PuzzleStage';
import { fetchCaptcha, verifyCaptcha } from './queries';
import { useCaptchaText } from './text';
import './captcha.css';

/** How long "Verified" shows before the check closes, so the user sees it worked. */
const PASSED_SHOW_MS = 600;
/** A press that moves less than this is a tap, not an answer; it must not spend the puzzle. */
const MIN_DRAG_PX = 2;
/** Wide enough to drag precisely on a phone, no wider than the design column. */
const POPUP_WIDTH = 'min(88vw, 6.8rem)';

type View =
  | { readonly kind: 'loading' }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'ready'; readonly puzzle: Captcha }
  | { readonly kind: 'checking'; readonly puzzle: Captcha }
  | { readonly kind: 'passed'; readonly puzzle: Captcha; readonly token: string };

export interface SliderCaptchaProps {
  /** The pass token, or null when the user closes the check. Called once. */
  onDone: (token: string | null) => void;
  /** Milliseconds from any fixed origin; tests drive it by hand. */
  nowMs?: () => number;
}

/**
 * The slider puzzle in a centred modal: drag the handle until the piece fills
 * its hole. The drag is recorded for the server, which alone decides.
 */
export function SliderCaptcha({ onDone, nowMs = () => performance.now() }: SliderCaptchaProps) {
  const text = useCaptchaText();
  const [round, setRound] = useState(0);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [x, setX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const dragRef = useRef<Drag | null>(null);

  // One puzzle per round; a newer round (or closing) abandons the older request.
  useEffect(() => {
    const controller = new AbortController();
    fetchCaptcha(controller.signal).then(
      (puzzle) => setView({ kind: 'ready', puzzle }),
      () => {
        // The API client has already told the user; offer Refresh.
        if (!controller.signal.aborted) setView({ kind: 'unavailable' });
      },
    );
    return () => controller.abort();
  }, [round]);

  useEffect(() => {
    if (view.kind !== 'passed') return;
    const timer = setTimeout(() => onDone(view.token), PASSED_SHOW_MS);
    return () => clearTimeout(timer);
  }, [view, onDone]);

  function nextPuzzle(): void {
    dragRef.current = null;
    setDragging(false);
    setX(0);
    setView({ kind: 'loading' });
    setRound((n) => n + 1);
  }

  async function submit(puzzle: Captcha, drop: ReturnType<Drag['end']>): Promise<void> {
    setView({ kind: 'checking', puzzle });
    try {
      const pass = await verifyCaptcha({ id: puzzle.id, x: drop.x, track: drop.track });
      setView({ kind: 'passed', puzzle, token: pass.captchaToken });
    } catch (error: unknown) {
      // Every failure spends the puzzle on the server, so always start over.
      setMessage(isApiError(error) && error.kind === 'business' ? error.message : text.tryAgain);
      nextPuzzle();
    }
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>): void {
    const stage = stageRef.current;
    if (view.kind !== 'ready' || !stage) return;
    const { puzzle } = view;
    // jsdom and hidden layouts measure 0; fall back to one CSS pixel per background pixel.
    const shownWidth = stage.getBoundingClientRect().width || puzzle.width;
    // Keep receiving moves when the finger leaves the handle (not in jsdom).
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragRef.current = startDrag({
      clientX: event.clientX,
      clientY: event.clientY,
      tMs: nowMs(),
      scale: puzzle.width / shownWidth,
      maxX: puzzle.width - puzzle.pieceSize,
    });
    setDragging(true);
    setMessage(null);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>): void {
    const drag = dragRef.current;
    if (drag) setX(drag.move(event.clientX, event.clientY, nowMs()));
  }

  /** The browser took the pointer away (a call, a system gesture): no answer, start again. */
  function onPointerCancel(): void {
    dragRef.current = null;
    setDragging(false);
    setX(0);
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>): void {
    const drag = dragRef.current;
    dragRef.current = null;
    setDragging(false);
    if (!drag || view.kind !== 'ready') return;
    const drop = drag.end(event.clientX, event.clientY, nowMs());
    if (drop.x < MIN_DRAG_PX) {
      setX(0);
      return;
    }
    setX(drop.x);
    void submit(view.puzzle, drop);
  }

  const puzzle = view.kind === 'loading' || view.kind === 'unavailable' ? null : view.puzzle;
  const banner: StageBanner =
    view.kind === 'passed'
      ? { kind: 'passed', text: text.verified }
      : message
        ? { kind: 'failed', text: message }
        : null;
  return (
    <CenterPopup
      visible
      role="dialog"
      bodyClassName="captcha-popup"
      showCloseButton={false}
      style={{ '--min-width': POPUP_WIDTH, '--max-width': POPUP_WIDTH }}
    >
      <div className="captcha-head">
        <span className="captcha-title">{text.title}</span>
        <span className="captcha-spacer" />
        <button
          type="button"
          className="captcha-icon"
          aria-label={text.refresh}
          disabled={view.kind === 'checking' || view.kind === 'passed'}
          onClick={() => {
            setMessage(null);
            nextPuzzle();
          }}
        >
          <RedoOutline />
        </button>
        <button
          type="button"
          className="captcha-icon"
          aria-label={text.close}
          onClick={() => onDone(null)}
        >
          <CloseOutline />
        </button>
      </div>
      <PuzzleStage
        ref={stageRef}
        puzzle={puzzle}
        loading={view.kind === 'loading'}
        x={x}
        dragging={dragging}
        banner={banner}
      />
      <div className={`captcha-track ${view.kind}`}>
        <div
          className="captcha-fill"
          style={{
            width: puzzle ? percent(x + puzzle.pieceSize, puzzle.width) : 0,
            transition: dragging ? 'none' : undefined,
          }}
        />
        <div
          className="captcha-handle"
          role="slider"
          aria-label={text.title}
          aria-valuemin={0}
          aria-valuemax={puzzle ? puzzle.width - puzzle.pieceSize : 0}
          aria-valuenow={Math.round(x)}
          aria-disabled={view.kind !== 'ready'}
          tabIndex={-1}
          style={{
            left: puzzle ? percent(x, puzzle.width) : 0,
            width: puzzle ? percent(puzzle.pieceSize, puzzle.width) : undefined,
            transition: dragging ? 'none' : undefined,
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
        >
          <HandleIcon kind={view.kind} />
        </div>
      </div>
    </CenterPopup>
  );
}

function HandleIcon({ kind }: { kind: View['kind'] }) {
  if (kind === 'checking') return <DotLoading color="currentColor" />;
  if (kind === 'passed') return <CheckOutline />;
  return <RightOutline />;
}

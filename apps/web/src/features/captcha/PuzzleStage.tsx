import type { Captcha } from '@exchange/contracts';
import { DotLoading } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import type { Ref } from 'react';
import { percent } from './drag';

export type StageBanner = { readonly kind: 'passed' | 'failed'; readonly text: string } | null;

interface PuzzleStageProps {
  ref: Ref<HTMLDivElement>;
  /** Null while a puzzle loads or when none could be loaded. */
  puzzle: Captcha | null;
  loading: boolean;
  /** The piece's left edge, in background pixels. */
  x: number;
  /** While dragging the piece follows the finger exactly; otherwise it glides back. */
  dragging: boolean;
  banner: StageBanner;
}

/**
 * The background with its hole and the piece laid over it. Positions are
 * percentages of the server's image size, so the puzzle scales with the popup.
 */
export function PuzzleStage({ ref, puzzle, loading, x, dragging, banner }: PuzzleStageProps) {
  return (
    <div className={`captcha-stage ${banner?.kind ?? ''}`} ref={ref} data-testid="captcha-stage">
      {puzzle ? (
        <>
          <img className="captcha-background" src={puzzle.background} alt="" draggable={false} />
          <img
            className="captcha-piece"
            src={puzzle.piece}
            alt=""
            draggable={false}
            data-testid="captcha-piece"
            style={{
              left: percent(x, puzzle.width),
              top: percent(puzzle.pieceY, puzzle.height),
              width: percent(puzzle.pieceSize, puzzle.width),
              transition: dragging ? 'none' : undefined,
            }}
          />
        </>
      ) : (
        <div className="captcha-placeholder">{loading && <DotLoading />}</div>
      )}
      {banner && (
        <div
          className={`captcha-banner ${banner.kind}`}
          role={banner.kind === 'passed' ? 'status' : 'alert'}
        >
          {banner.kind === 'passed' && <CheckOutline />}
          <span>{banner.text}</span>
        </div>
      )}
    </div>
  );
}

/**
 * A frame of another site made only when needed (src/perf/thirdPartyWhenNear.ts): in the page's
 * HTML a placeholder naming it, which the page script turns into the `<iframe>` when the visitor
 * nears it, or, inside a dialog, when the dialog opens. `noscript`: the frame itself for visitors
 * without JavaScript (not inside a dialog, which they cannot open).
 */
import { FRAME_ATTRIBUTE, type FrameSpec } from '../perf/thirdPartyWhenNear';

export function DeferredFrame({
  spec,
  className,
  testId,
  noscript = false,
}: {
  spec: FrameSpec;
  className?: string;
  testId?: string;
  noscript?: boolean;
}) {
  return (
    <div className={className} data-testid={testId} {...{ [FRAME_ATTRIBUTE]: JSON.stringify(spec) }}>
      {noscript && (
        <noscript>
          <iframe
            src={spec.src}
            title={spec.title}
            loading="lazy"
            sandbox={spec.sandbox}
            allow={spec.allow}
            referrerPolicy={spec.referrerPolicy}
            allowFullScreen
          />
        </noscript>
      )}
    </div>
  );
}

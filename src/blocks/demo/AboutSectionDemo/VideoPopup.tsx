import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/Icon';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';

/** Markup shown in the frame when no video address is configured (same-origin, no request). */
/** Same-origin page shown in the frame until a real video is configured (no inline HTML, so the CSP holds). */
export const NO_VIDEO_PAGE = '/video/intro.html';

/**
 * Play button over a cover image; opening shows a modal whose frame loads only now, closing
 * (button, Escape or backdrop) removes the frame so playback stops, and focus returns to the button.
 */
export function VideoPopup({ cover, title, src }: { cover: string; title: string; src?: string }) {
  const { t } = useLanguage();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      closeButton.current?.focus();
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') setOpen(false);
        // The close button is the dialog's only control: keep Tab inside the modal.
        if (event.key === 'Tab') {
          event.preventDefault();
          closeButton.current?.focus();
        }
      };
      document.addEventListener('keydown', onKey);
      wasOpen.current = true;
      return () => document.removeEventListener('keydown', onKey);
    }
    if (wasOpen.current) trigger.current?.focus();
    return undefined;
  }, [open]);

  return (
    <div className="video-popup">
      <Picture
        className="video-popup__cover"
        image={{ src: cover }}
        alt=""
        width={640}
        height={400}
        sizes={SIZES.column}
      />
      <button
        ref={trigger}
        type="button"
        className="video-popup__play"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="play" />
        <span className="visually-hidden">{t('static.playVideo', { title })}</span>
      </button>
      {open && (
        // A click on the backdrop (not the dialog) closes it: a pointer shortcut, since keyboard
        // users have Escape and the close button.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- pointer-only shortcut; see above
        <div
          className="video-popup__backdrop"
          onClick={(event) => {
            if (event.target === event.currentTarget) setOpen(false);
          }}
        >
          <div role="dialog" aria-modal="true" aria-label={title} className="video-popup__dialog">
            <button
              ref={closeButton}
              type="button"
              className="icon-button video-popup__close"
              onClick={() => setOpen(false)}
            >
              <Icon name="close" />
              <span className="visually-hidden">{t('static.closeVideo')}</span>
            </button>
            <iframe
              className="video-popup__frame"
              title={title}
              src={src || NO_VIDEO_PAGE}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
            />
          </div>
        </div>
      )}
    </div>
  );
}

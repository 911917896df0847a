import { DeferredFrame } from '../../../components/DeferredFrame';
import { Icon } from '../../../components/Icon';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';
import { DIALOG_CLOSER, DIALOG_OPENER } from '../../../layout/behaviour/attributes';

/** Same-origin page shown in the frame until a real video is configured (no inline HTML, so the CSP holds). */
export const NO_VIDEO_PAGE = '/video/intro.html';

/**
 * Play button over a cover image; it opens a native modal dialog (src/layout/behaviour/dialogs.ts)
 * whose frame is made only then; closing it (button, Escape or a press beside the video) removes
 * the frame so playback stops, and focus returns to the button. No React in the browser: the
 * page script does it all.
 */
export function VideoPopup({ id, cover, title, src }: { id: string; cover: string; title: string; src?: string }) {
  const { t } = useLanguage();
  const dialogId = `${id}-video`;
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
        type="button"
        className="video-popup__play"
        aria-haspopup="dialog"
        aria-controls={dialogId}
        {...{ [DIALOG_OPENER]: dialogId }}
      >
        <Icon name="play" />
        <span className="visually-hidden">{t('static.playVideo', { title })}</span>
      </button>
      <dialog id={dialogId} className="video-popup__backdrop" aria-label={title}>
        {/* A press beside the video closes it: a pointer shortcut (keyboards have Escape and the button). */}
        <div className="video-popup__scrim" aria-hidden="true" {...{ [DIALOG_CLOSER]: '' }} />
        <div className="video-popup__dialog">
          <button type="button" className="icon-button video-popup__close" {...{ [DIALOG_CLOSER]: '' }}>
            <Icon name="close" />
            <span className="visually-hidden">{t('static.closeVideo')}</span>
          </button>
          <DeferredFrame
            className="video-popup__frame"
            spec={{ src: src || NO_VIDEO_PAGE, title, allow: 'autoplay; encrypted-media; picture-in-picture' }}
          />
        </div>
      </dialog>
    </div>
  );
}

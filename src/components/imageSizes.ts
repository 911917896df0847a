/**
 * `sizes` of each image slot: how wide the slot renders at each breakpoint, read from the slot's CSS
 * (the container is min(100vw - 2 × gap, 1240px) with gap 1–2rem). The browser multiplies by the
 * device pixel ratio and takes the smallest srcset candidate that covers it, so a slot's value
 * should be its real width, not the viewport's.
 */
export const SIZES = {
  /** Full-bleed backgrounds: hero slides, page banners. */
  fullWidth: '100vw',
  /** Hero dish: min(100%, 460px) of the container, in the second column from 900px. */
  heroDish: '(max-width: 520px) calc(100vw - 2rem), 460px',
  /** .live-grid cards: auto-fit columns of at least 220px, 24px gaps (1 → 2 → 3 → 4 → 5 columns). */
  liveGrid:
    '(max-width: 519px) calc(100vw - 2rem), (max-width: 767px) 50vw, (max-width: 1023px) 34vw, (max-width: 1279px) 25vw, 240px',
  /** Slider of 1 / 2 from 767px / 3 from 1199px cards (offers). */
  offerSlider: '(max-width: 766px) calc(100vw - 2rem), (max-width: 1198px) 50vw, 400px',
  /** Slider of 1 / 2 from 768px / 3 from 1200px cards (team). */
  teamSlider: '(max-width: 767px) calc(100vw - 2rem), (max-width: 1199px) 50vw, 400px',
  /**
   * /shop grid: a 72px thumbnail in the phone's dish rows below 640px, then auto-fill columns of
   * at least 220px beside a 300px filter column from 992px.
   */
  menuGrid: '(max-width: 639px) 72px, (max-width: 767px) 50vw, (max-width: 991px) 34vw, 300px',
  /** /shop list view: the phone's 72px thumbnail below 640px, then clamp(120px, 32%, 240px). */
  menuList: '(max-width: 639px) 72px, 240px',
  /** Item page main photo: full container below 900px, half of it above. */
  itemMain: '(max-width: 899px) calc(100vw - 2rem), 600px',
  /** Item page thumbnails: 84px. */
  itemThumb: '84px',
  /** Cart line photo: 72px, 96px from 768px. */
  cartThumb: '96px',
  /** Review avatar: 56px. */
  avatar: '56px',
  /** A column beside text (about, FAQ, booking, chef, article, service, countdown, app phone): full container below 900px. */
  column: '(max-width: 899px) calc(100vw - 2rem), 600px',
  /** Static cards in grids and sliders (dishes, people, posts, offers, services, gallery, categories). */
  card: '(max-width: 575px) calc(100vw - 2rem), (max-width: 991px) 50vw, 400px',
} as const;

/** What a dish's image slot shows when the dish has no photo (menu cards, best sellers, the dish page, the cart). */
export const DEFAULT_DISH_IMAGE = '/assets/img/defaults/dish.webp';

/** A drawn street map (no external map frame): main roads, blocks, a park and the restaurant's pin. */
export function MapIllustration({ label }: { label: string }) {
  return (
    <svg
      className="map-illustration"
      viewBox="0 0 640 420"
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="640" height="420" fill="#efe9dc" />
      <g fill="#e2d9c6">
        <rect x="30" y="30" width="150" height="110" rx="10" />
        <rect x="30" y="190" width="150" height="90" rx="10" />
        <rect x="30" y="330" width="150" height="70" rx="10" />
        <rect x="250" y="30" width="120" height="110" rx="10" />
        <rect x="440" y="30" width="170" height="110" rx="10" />
        <rect x="440" y="190" width="170" height="90" rx="10" />
        <rect x="250" y="330" width="120" height="70" rx="10" />
        <rect x="440" y="330" width="170" height="70" rx="10" />
      </g>
      <rect x="250" y="190" width="120" height="90" rx="14" fill="#cfe2c0" />
      <g fill="#b5d19f">
        <circle cx="280" cy="220" r="12" />
        <circle cx="318" cy="245" r="15" />
        <circle cx="345" cy="215" r="10" />
      </g>
      <g stroke="#ffffff" strokeLinecap="round">
        <path d="M0 165 H640" strokeWidth="26" />
        <path d="M215 0 V420" strokeWidth="22" />
        <path d="M405 0 V420" strokeWidth="30" />
        <path d="M0 305 H640" strokeWidth="16" />
      </g>
      <path d="M405 0 V420" stroke="#f2c14e" strokeWidth="3" strokeDasharray="14 12" />
      <path d="M0 165 H640" stroke="#e8dfcc" strokeWidth="2" strokeDasharray="10 10" />
      <g className="map-illustration__pin">
        <circle cx="405" cy="165" r="34" opacity="0.18" />
        <path d="M405 165c-16-20-26-33-26-46a26 26 0 0 1 52 0c0 13-10 26-26 46z" />
      </g>
      <circle cx="405" cy="119" r="9" fill="#fff" />
    </svg>
  );
}

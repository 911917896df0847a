/**
 * The delivery form's "use my location": asks the browser once per press, and says when it is
 * locating, set or failed (no geolocation, refused, or no answer within 15 s).
 */
import { useState } from 'react';
import type { LocationState } from './LocationPicker';

interface Point {
  lat: number;
  lng: number;
}

export function useGeolocation(onChange: (at: Point | null) => void): {
  location: LocationState;
  locate: () => void;
  forget: () => void;
} {
  const [location, setLocation] = useState<LocationState>({ kind: 'none' });
  const locate = () => {
    if (!('geolocation' in navigator)) return setLocation({ kind: 'failed' });
    setLocation({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const at = { lat: position.coords.latitude, lng: position.coords.longitude };
        setLocation({ kind: 'set', at });
        onChange(at);
      },
      () => setLocation({ kind: 'failed' }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  const forget = () => {
    setLocation({ kind: 'none' });
    onChange(null);
  };
  return { location, locate, forget };
}

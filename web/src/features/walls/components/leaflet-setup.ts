// Leaflet's stylesheet and marker icons, imported by every map component, so both load with the
// first map rather than with the app.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

// Leaflet finds its marker images through a path guessed from its CSS, which bundling breaks.
// Giving it the bundled URLs (Vite inlines these small PNGs) also keeps markers working offline.
L.Icon.Default.imagePath = '';
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

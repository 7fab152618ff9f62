// The Noto Sans Devanagari files (OFL) as build assets: imported only when a Hindi PDF is drawn,
// so no other page lists or fetches them (decision 436).
import regular from '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?url';
import bold from '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf?url';

export const DEVANAGARI_FONT_URLS = { regular, bold };

import ScreenIntro from '@/components/ScreenIntro';

export default function Screen() {
  return <ScreenIntro id="matchNow" />;
}

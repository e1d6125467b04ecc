export default function GisScreen() {
  return null;
}

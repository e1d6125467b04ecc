export default function ForumAdmin() {
  return null;
}

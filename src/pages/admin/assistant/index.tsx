export default function AssistantAdminPage() {
  return null;
}

// Being written (issue 14).
export default function Pending() {
  return null;
}

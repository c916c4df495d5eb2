export function App() {
  return (
    <main>
      <h1>Fanout</h1>
    </main>
  );
}

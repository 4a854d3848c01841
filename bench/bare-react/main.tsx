import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './bare.css';

/**
 * The ratio's baseline (issue 31, decision 067): React 19 and nothing of the app, built with the app's own
 * Vite config (bench/lib/bare-react.ts). ?kind=cards|rows&n=N renders N plain product cards (image, title,
 * two lines) or N plain table rows of seven cells, as many as the page it stands beside shows.
 */
const params = new URLSearchParams(location.search);
const kind = params.get('kind') === 'rows' ? 'rows' : 'cards';
const n = Math.max(0, Math.min(500, Number(params.get('n') ?? 24) || 0));
const items = Array.from({ length: n }, (_, i) => ({
  id: i + 1,
  titulo: `Jean Recto Azul #${i + 1}`,
  marca: ['Kosch', 'Kyrath', 'Balam'][i % 3]!,
  talla: String(1 + (i % 9) * 2),
  estado: ['disponible', 'produccion', 'revision'][i % 3]!,
}));

function Cards() {
  return (
    <ul className="cards">
      {items.map((c) => (
        <li key={c.id} className="card">
          <img alt="" width={160} height={200} src={`data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='4' height='5'/>`} />
          <h3>{c.titulo}</h3>
          <p>
            {c.marca} · Talla {c.talla}
          </p>
          <button type="button">Ver</button>
        </li>
      ))}
    </ul>
  );
}

function Rows() {
  return (
    <table>
      <thead>
        <tr>
          {['', 'Producto', 'Stock', 'Categoría', 'Tipo', 'Marca', 'Estado'].map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((c) => (
          <tr key={c.id}>
            <td>
              <input type="checkbox" aria-label={`Seleccionar ${c.titulo}`} />
            </td>
            <td>{c.titulo}</td>
            <td>{c.id % 11}</td>
            <td>Jeans</td>
            <td>Recto</td>
            <td>{c.marca}</td>
            <td>{c.estado}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>{kind === 'rows' ? 'Filas' : 'Tarjetas'}</h1>
      {kind === 'rows' ? <Rows /> : <Cards />}
    </main>
  </StrictMode>,
);

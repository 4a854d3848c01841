import { createEmulator } from './index';
const emu = createEmulator({});
const url = await emu.listen(4871);
emu.controls.createDiscount({ code: 'CARLA15', title: 'CARLA15', percentage: 0.15 });
console.log(url);
await new Promise((r) => setTimeout(r, 60_000));
await emu.close();

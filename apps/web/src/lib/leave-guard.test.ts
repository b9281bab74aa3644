import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mayLeave, setLeaveGuard } from './leave-guard';

const win = {
  location: { pathname: '/tagpanel/template/design/1' },
  confirm: vi.fn(),
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
};

beforeEach(() => {
  vi.stubGlobal('window', win);
  win.confirm.mockReset();
  win.addEventListener.mockReset();
  win.removeEventListener.mockReset();
});
afterEach(() => {
  setLeaveGuard(null);
  vi.unstubAllGlobals();
});

describe('leave guard', () => {
  it('lets navigation go without a guard, and within the same page', () => {
    expect(mayLeave('/home/index')).toBe(true);
    setLeaveGuard('Sair?');
    expect(mayLeave('/tagpanel/template/design/1')).toBe(true);
    expect(win.confirm).not.toHaveBeenCalled();
  });

  it('asks before leaving with unsaved work: stays when refused, goes and drops the guard when confirmed', () => {
    setLeaveGuard('Há alterações não salvas. Sair?');
    expect(win.addEventListener).toHaveBeenCalledWith('beforeunload', expect.any(Function));
    win.confirm.mockReturnValueOnce(false);
    expect(mayLeave('/home/index')).toBe(false);
    expect(win.confirm).toHaveBeenCalledWith('Há alterações não salvas. Sair?');
    win.confirm.mockReturnValueOnce(true);
    expect(mayLeave('/home/index')).toBe(true);
    expect(win.removeEventListener).toHaveBeenCalledWith('beforeunload', expect.any(Function));
    expect(mayLeave('/tagpanel/template/list')).toBe(true);
    expect(win.confirm).toHaveBeenCalledTimes(2);
  });
});
